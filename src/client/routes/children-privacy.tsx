import { createFileRoute } from '@tanstack/react-router';
import { childrenRules } from '#content/legal/children';
import { LegalPage } from '../features/legal/legal-page';

export const Route = createFileRoute('/children-privacy')({ component: () => <LegalPage document={childrenRules} /> });
