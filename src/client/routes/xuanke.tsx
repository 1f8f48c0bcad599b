import { createFileRoute } from '@tanstack/react-router';
import { ExplorerPage } from '#client/features/xuanke/components/explorer-page';
import type { ExplorerSearch } from '#client/features/xuanke/public';
import { usePortrait } from '#client/features/profile/public';
import { useUserInfo } from '#client/session/user';

/** The search is checked by the page (explorerView), in its own chunk: here it only gets its type. */
export const Route = createFileRoute('/xuanke')({ validateSearch: (search: Record<string, unknown>): ExplorerSearch => search, component: Explorer });

/** The explorer, with the signed-in student's 生涯画像 (its suggested 专业类) when there is one. */
function Explorer() {
  const { data: user } = useUserInfo();
  const { portrait } = usePortrait(user?.id);
  return <ExplorerPage search={Route.useSearch()} portrait={portrait} />;
}
