/**
 * Compile-time checks that a response schema and a hand-written type describe the same thing:
 * `export type Checks = [Expect<Same<z.output<typeof schema>, Type>>]` fails to compile when either drifts.
 * Same = each is assignable to the other (a missing, extra, optional or differently typed field fails).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
