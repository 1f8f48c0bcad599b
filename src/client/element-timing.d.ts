import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's own type parameter
  interface HTMLAttributes<T> {
    /** Element Timing (https://wicg.github.io/element-timing/): the bench and a browser test time this element's paint. */
    elementtiming?: string;
  }
}
