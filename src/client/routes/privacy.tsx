import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '#content/legal/privacy';
import { LegalPage } from '../features/legal/legal-page';

export const Route = createFileRoute('/privacy')({ component: () => <LegalPage document={privacyPolicy} /> });
