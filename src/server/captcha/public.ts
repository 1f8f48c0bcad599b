/** What the rest of the server may use of captcha/: everything else in the folder is its own. */
export { type Captcha, disabledCaptcha, powCaptcha } from './captcha';
