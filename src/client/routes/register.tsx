import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/account/components/register-page';

export const Route = createFileRoute('/register')({
  // A page to return to after registering (a booking started there), as the login page has.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: function Register() {
    const { redirect } = Route.useSearch();
    return <RegisterPage redirect={redirect} />;
  },
});
