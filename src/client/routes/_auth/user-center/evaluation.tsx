import { createFileRoute } from '@tanstack/react-router';
import { Evaluation } from '#client/features/user-center/components/evaluation';

export const Route = createFileRoute('/_auth/user-center/evaluation')({ component: Evaluation });
