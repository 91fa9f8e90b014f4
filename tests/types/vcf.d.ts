// vcf ships no types; the tests use only parse and reading properties back.
declare module 'vcf' {
  interface Property {
    valueOf(): string;
    type?: string | string[];
  }
  interface VCard {
    get(key: string): Property | Property[] | undefined;
    version: string;
  }
  const vCard: { parse(text: string): VCard[] };
  export default vCard;
}
