import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useUserInfo } from '#client/session/user';
import { showAlert } from '../dialog/dialog-store';

export const NICKNAME_PAGE = '/user-center/change-user-info';

/** Spec section 4: a user without a nickname is asked to set one before taking tests. */
export function NicknamePrompt() {
  const { data: user } = useUserInfo();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const shown = useRef(false);

  useEffect(() => {
    // The school's staff pages are not for taking tests: a teacher is not asked for a nickname there.
    if (!user || user.nickname || shown.current || pathname === NICKNAME_PAGE || /^\/school(\/|$)/.test(pathname)) return;
    shown.current = true;
    void showAlert({ title: '提示', content: '请先设置昵称，未设置将不可答题', hasCancel: false }).then(() => navigate({ to: NICKNAME_PAGE }));
  }, [user, pathname, navigate]);

  return null;
}
