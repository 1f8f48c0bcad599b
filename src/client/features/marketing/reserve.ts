import { useNavigate, useRouterState } from '@tanstack/react-router';
import { ApiCode } from '#shared/api/envelope';
import { gaokaoApi } from '#shared/api/marketing';
import { toast } from '#client/components/toast/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { getToken } from '#client/lib/token-storage';

export type ReserveKind = 'expert' | 'product';

const endpoints = { expert: gaokaoApi.teamSubscribe, product: gaokaoApi.productSubscribe } as const;

/**
 * The one reserve flow for experts and products: a visitor goes to /login and comes back to this
 * page afterwards; a logged-in user books, and the result is a toast (spec: 预约成功 / server msg or 预约失败).
 */
export function useReserve() {
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const toLogin = () => navigate({ to: '/login', search: { redirect: here } });

  return async (kind: ReserveKind, id: number, successMessage = '预约成功'): Promise<void> => {
    if (!getToken()) {
      await toLogin();
      return;
    }
    try {
      await callApi(endpoints[kind], { id, time: 'any', note: '', mobile: '' }, { silent: true });
      toast.success(successMessage);
    } catch (error) {
      const refused = error instanceof ApiCallError && error.code !== 0;
      toast.error(refused && error.message ? error.message : '预约失败');
      // The session ended on the server: callApi went to /login; keep the way back to this page.
      if (refused && error.code === ApiCode.NOT_LOGGED_IN) await toLogin();
    }
  };
}
