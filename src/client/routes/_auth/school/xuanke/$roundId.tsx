import { createFileRoute } from '@tanstack/react-router';
import { XuankeRoundPage } from '#client/features/school/components/xuanke/round-page';

export const Route = createFileRoute('/_auth/school/xuanke/$roundId')({ component: XuankeRoundPage });
