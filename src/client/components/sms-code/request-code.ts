import type { CaptchaPurpose } from '#client/contracts/captcha.gen';
import { userApi } from '#client/contracts/user.gen';
import { toast } from '#client/lib/toast-store';
import { callApi } from '#client/lib/api-client';
import { solveCaptcha } from '../captcha/captcha-store';

const endpoints = {
  register: userApi.getRegisterCode,
  reset: userApi.getResetPasswordCode,
  mobile: userApi.getChangeMobileCode,
} as const;

/** Captcha first, then the SMS code; true once the code is on its way. */
export async function requestCode(purpose: Exclude<CaptchaPurpose, 'enroll'>, mobile: string): Promise<boolean> {
  const ticket = await solveCaptcha(purpose);
  if (!ticket) {
    toast.warning('请完成验证');
    return false;
  }
  try {
    await callApi(endpoints[purpose], { mobile, ticket });
    toast.success('验证码已发送，5分钟内有效');
    return true;
  } catch {
    return false;
  }
}
