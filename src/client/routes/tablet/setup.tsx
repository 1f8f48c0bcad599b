import { createFileRoute } from '@tanstack/react-router';
import { SetupPage } from '#client/features/tablet/setup-page';

/**
 * The code in the address (?code=…) is read as typed: the router parses search values as JSON,
 * which would turn a code like 234567 into a number and 2E3456 into Infinity.
 */
const codeInAddress = () => new URLSearchParams(window.location.search).get('code') ?? '';

export const Route = createFileRoute('/tablet/setup')({
  component: function TabletSetup() {
    return <SetupPage code={codeInAddress()} />;
  },
});
