import { createFileRoute } from '@tanstack/react-router';
import { TabletPage } from '#client/features/tablet/tablet-page';

/** A set-up class tablet's sign-in page: the class's names (src/client/features/tablet). */
export const Route = createFileRoute('/tablet/')({ component: TabletPage });
