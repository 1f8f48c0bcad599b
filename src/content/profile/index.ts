import type { ProfileFlags, ProfileReports } from '#shared/profile/suggest';
import { buildPortrait } from '#shared/profile/portrait';
import { suggestCategories } from '#shared/profile/suggest';
import { categoryCatalogue } from '#content/xuanke/catalogue';
import { categoryLinks } from './category-links';
import { interestThemes, intelligenceThemes, mbtiThemes, nextSteps } from './themes';

/** The 生涯画像 joined to its content: what the student's page and the teacher's 选科意向 round call. */

export const portraitOf = (reports: ProfileReports, flags: ProfileFlags = {}) =>
  buildPortrait(reports, flags, categoryCatalogue, categoryLinks, { interestThemes, intelligenceThemes, mbtiThemes, nextSteps });

export const suggestedCategoriesOf = (reports: ProfileReports, flags: ProfileFlags = {}) => suggestCategories(reports, flags, categoryCatalogue, categoryLinks);
