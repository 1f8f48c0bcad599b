import { enrollFormSchema } from '#shared/validation/enroll';
import { firstError } from '#shared/validation/rules';
import type { FieldRule } from '#client/components/form/use-form';

/** The form's values: every field a string, the projects comma-joined as they are sent. */
export type SignUpValues = { [K in keyof typeof enrollFormSchema.shape]: string };
export type SignUpField = keyof SignUpValues;

export const emptySignUp: SignUpValues = {
  name: '',
  gender: '',
  telphone: '',
  project: '',
  cardnum: '',
  address: '',
  edu: '',
  major: '',
  company: '',
  occupation: '',
  work_description: '',
  why: '',
  results: '',
};

/** One rule per field, straight from the schema the server checks with, so both give the same messages. */
export const signUpRules = {} as Record<SignUpField, FieldRule<SignUpValues>>;
for (const name of Object.keys(emptySignUp) as SignUpField[]) {
  const schema = enrollFormSchema.shape[name];
  signUpRules[name] = (value) => firstError(schema, value);
}

export function isSignUpField(name: string): name is SignUpField {
  return Object.hasOwn(emptySignUp, name);
}
