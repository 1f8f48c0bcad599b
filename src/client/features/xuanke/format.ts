/** A share of programmes as the explorer prints it: 96.6%. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
