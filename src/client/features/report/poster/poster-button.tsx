import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '#client/components/button/throttled-button';
import { toast } from '#client/lib/toast-store';
import type { AssessmentKey } from '#shared/assessments/types';
import type { PosterProps } from './poster-dialog';

type DialogProps = PosterProps & { onClose: () => void };

/** Without the network the dialog's code may not arrive: say so and close. */
function PosterUnavailable({ onClose }: DialogProps) {
  useEffect(() => {
    toast.error('暂时无法生成海报，请联网后再试');
    onClose();
  }, [onClose]);
  return null;
}

/** The dialog, its poster and the rasteriser arrive on the first click only. */
const PosterDialog = lazy<ComponentType<DialogProps>>(() =>
  import('./poster-dialog').then(
    (m) => ({ default: m.PosterDialog }),
    () => ({ default: PosterUnavailable }),
  ),
);

/** 生成海报 in the owner's button bar: a phone-screen image of the result with the share link's QR code. */
export function PosterButton<K extends AssessmentKey>(props: PosterProps<K>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="btn btn-ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        生成海报
      </Button>
      {open && (
        <Suspense fallback={null}>
          {/* A lazy component is not generic: the assessment and its data still travel together. */}
          <PosterDialog {...(props as unknown as PosterProps)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
