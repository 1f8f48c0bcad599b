/** Shown next to the consent checkbox of the registration form; users under 14 confirm their guardian agrees. */
export const guardianStatement = '如果我未满14周岁，我的父母或其他监护人已经阅读并同意《用户协议》和《隐私政策》，并同意我注册和使用本平台。';
