/** Short texts for the consent checkbox on the registration form. */

/** The two titles stay inside 《》 so the UI can turn them into links. */
export const consentLabel = '我已阅读并同意《用户协议》和《隐私政策》';

/** Shown next to the consent checkbox; users under 14 confirm their guardian agrees. */
export const guardianStatement =
  '如果我未满14周岁，我的父母或其他监护人已经阅读并同意《用户协议》和《隐私政策》，并同意我注册和使用本平台。';

/** Error shown when the form is submitted without ticking the consent box. */
export const consentRequiredMessage = '请阅读并同意用户协议和隐私政策';
