import { createFileRoute } from '@tanstack/react-router';
import { CollectPage } from '#client/features/school/components/collect/collect-page';

/** 扫码收卷 on the teacher's phone (docs/OFFLINE-LESSON.md). */
export const Route = createFileRoute('/_auth/school/collect')({ component: CollectPage });
