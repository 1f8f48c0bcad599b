import type { ServerModule } from '../http/server-module';
import { captchaRoutes } from './captcha-routes';

/** The proof-of-work challenge a form asks for before it sends an SMS code or a sign-up (docs/SECURITY.md). */
export const captchaModule: ServerModule = { name: 'captcha', register: captchaRoutes };
