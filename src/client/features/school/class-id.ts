/** A class id from the address: a positive whole number, else null (the page then says there is no such class). */
export const parseClassId = (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
