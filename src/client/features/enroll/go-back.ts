import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** Back to where the visitor came from; home when the page was opened directly. */
export function useGoBack() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };
}
