import { type NavigateOptions, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ConsoleRouter } from './routes';

/**
 * Moves within the console, typed against the console's own route tree (router.tsx): the student app's
 * router is the one registered for the router's types, so the router's own useNavigate would check
 * a console path against the student's routes.
 */
export type ConsoleNavigateOptions<TTo extends string | undefined = undefined> = NavigateOptions<ConsoleRouter, string, TTo, string, ''>;

export function useConsoleNavigate() {
  const router = useRouter();
  return useCallback(<const TTo extends string | undefined = undefined>(options: ConsoleNavigateOptions<TTo>) => router.navigate(options as never), [router]);
}

/** Moves to an address already written out (the login's way back, taken from its own address and checked there). */
export function useConsoleNavigateHref() {
  const router = useRouter();
  return useCallback((href: string) => router.navigate({ href }), [router]);
}
