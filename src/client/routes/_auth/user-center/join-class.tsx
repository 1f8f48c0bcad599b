import { createFileRoute } from '@tanstack/react-router';
import { JoinClass } from '#client/features/user-center/components/join-class';

export const Route = createFileRoute('/_auth/user-center/join-class')({ component: JoinClass });
