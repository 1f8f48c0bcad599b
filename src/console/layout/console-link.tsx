import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ConsoleRouter } from '../routes';

export type ConsoleLinkProps<TTo extends string | undefined = undefined> = LinkComponentProps<'a', ConsoleRouter, string, TTo, string, ''>;

/**
 * A link within the console, typed against the console's route tree: a real <a> (middle click, copy
 * link) that moves without a reload. Active only on its own page, and then marked by aria-current alone
 * (no `active` class): a link back to a list is not the page it is shown on.
 */
export function ConsoleLink<const TTo extends string | undefined = undefined>(props: ConsoleLinkProps<TTo>) {
  return <Link activeOptions={{ exact: true, includeSearch: false }} activeProps={{}} {...(props as LinkComponentProps)} />;
}
