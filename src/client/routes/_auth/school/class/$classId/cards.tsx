import { createFileRoute } from '@tanstack/react-router';
import { CardsPage } from '#client/features/school/components/cards-page';

export const Route = createFileRoute('/_auth/school/class/$classId/cards')({ component: CardsPage });
