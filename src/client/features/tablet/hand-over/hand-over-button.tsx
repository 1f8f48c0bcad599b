import { useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '#client/components/button/throttled-button';
import { handOverTablet } from './hand-over';

/** The 换下一位同学 button: in the bar under the header, and beside a finished test's report. */
export function HandOverButton({ className = 'btn btn-primary' }: { className?: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <Button className={className} onClick={() => void handOverTablet(navigate, router.state.location.pathname)}>
      换下一位同学
    </Button>
  );
}
