import { createFileRoute } from '@tanstack/react-router';
import { CollectPage } from '#client/features/tablet/offline/qr-page';

/** 扫码收卷 on a class tablet: its unsent results as QR codes for the teacher's phone (docs/OFFLINE-LESSON.md). */
export const Route = createFileRoute('/tablet/collect')({ component: CollectPage });
