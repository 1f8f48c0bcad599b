import { createFileRoute } from '@tanstack/react-router';
import { userAgreement } from '#content/legal/agreement';
import { LegalPage } from '../features/legal/legal-page';

export const Route = createFileRoute('/user-agreement')({ component: () => <LegalPage document={userAgreement} /> });
