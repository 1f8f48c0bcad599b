import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/enroll/components/sign-up-page';
import { parseSignUpSearch } from '../features/enroll/public';

export const Route = createFileRoute('/sign-up')({
  validateSearch: parseSignUpSearch,
  component: function SignUp() {
    const { project } = Route.useSearch();
    return <SignUpPage preselected={project} />;
  },
});
