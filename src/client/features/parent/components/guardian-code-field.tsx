import { CODE_LENGTH } from '#shared/validation/rules';
import { Field } from '#client/components/form/field';
import { CodeButton } from '#client/components/sms-code/code-button';

/** The SMS code sent to the parent's own phone (linking a child under 14, consenting): digits only, with its send button. */
export function GuardianCodeField({ value, error, onValue, onRequest }: { value: string; error?: string; onValue: (code: string) => void; onRequest: () => Promise<boolean> }) {
  return (
    <Field
      label="验证码"
      name="smsCode"
      placeholder="请输入4位验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={value}
      error={error}
      onValue={(v) => onValue(v.replace(/\D/g, ''))}
      addon={<CodeButton enabled onRequest={onRequest} />}
    />
  );
}
