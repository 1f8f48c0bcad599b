/**
 * Moves within the console. The console's router is not the one registered for the router's types
 * (the student app's is), so its pages navigate through this, not through typed hooks.
 */
let go: (href: string) => void = (href) => window.location.assign(href);

export function setConsoleNavigate(navigate: (href: string) => void): void {
  go = navigate;
}

export function consoleNavigate(href: string): void {
  go(href);
}
