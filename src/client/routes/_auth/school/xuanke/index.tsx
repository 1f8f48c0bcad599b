import { createFileRoute } from '@tanstack/react-router';
import { XuankeRoundsPage } from '#client/features/school/components/xuanke/rounds-page';

export const Route = createFileRoute('/_auth/school/xuanke/')({ component: XuankeRoundsPage });
