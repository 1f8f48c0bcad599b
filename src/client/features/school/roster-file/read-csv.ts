import { decodeCsvBytes } from './decode-text';

/** A CSV file's cells, row by row (papaparse loads here, only when a CSV file is chosen). */
export async function readCsv(data: ArrayBuffer): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(decodeCsvBytes(new Uint8Array(data)), { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}
