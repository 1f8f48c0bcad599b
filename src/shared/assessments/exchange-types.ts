import type { DyznReport } from './dyzn';
import type { HldReport } from './hld';
import type { MbtiReport } from './mbti';
import type { AnswerOption } from './types';

/** What crosses the wire and the device's storage: questions as shown, answer values, reports. */

/** Questions as the client shows them (spec section 3). */
export type PublicQuestion = { id: number; name: string; options: AnswerOption[] } | { id: number; name: string; bname?: string; a: string; b: string };

/** A stored answer: an option's value (dyzn, hld) or a pole letter (mbti). */
export type AnswerValue = number | 'a' | 'b';

export type AssessmentReport = { dyzn: DyznReport; mbti: MbtiReport; hld: HldReport };
