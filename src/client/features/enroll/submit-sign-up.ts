import type { FieldError } from '#shared/api/envelope';
import { enrollApi } from '#client/contracts/marketing.gen';
import { messages } from '#shared/validation/rules';
import { toast } from '#client/lib/toast-store';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { solveCaptcha } from '#client/components/captcha/captcha-store';
import type { SignUpValues } from './form-rules';

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldError[] };

/**
 * Captcha first, then the application with its ticket. Problems the form cannot show beside
 * a field are toasted here; field problems are returned for the form to place.
 */
export async function submitSignUp(values: SignUpValues): Promise<SubmitOutcome> {
  const ticket = await solveCaptcha('enroll');
  if (!ticket) {
    toast.warning(messages.captcha);
    return { ok: false, fieldErrors: [] };
  }
  try {
    await callApi(enrollApi.submitEnroll, { ...values, ticket }, { silent: true });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    console.warn('enroll submit failed', error.code);
    // code 0: the request never got an answer; what was typed stays in the form.
    if (error.code === 0) toast.error('网络连接失败，报名信息未提交，请稍后重试');
    else if (error.fieldErrors.length === 0) toast.error(error.message);
    return { ok: false, fieldErrors: error.fieldErrors };
  }
}
