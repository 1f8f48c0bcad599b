/** A form's one error line: announced when it appears, its room kept when empty so the form does not jump. */
export function FormError({ error }: { error: string }) {
  return (
    <p className="console-form-error" role={error ? 'alert' : undefined}>
      {error}
    </p>
  );
}
