/** A collision-free key for a (claim ID, evidence ID) pair: IDs may contain any character. */
export function pairKey(claimId: string, evidenceId: string): string {
  return `${claimId.length}:${claimId}${evidenceId}`;
}
