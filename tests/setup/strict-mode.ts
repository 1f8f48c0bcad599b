// Component tests render as the app does in development: inside StrictMode, so every effect runs,
// is cleaned up and runs again. An effect that cannot survive that fails here, not on a student's tablet.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ reactStrictMode: true });
}

// An ES module, so the await above is allowed at the top level.
export {};
