/** Thrown when a money amount or a count is not usable (non-integer, negative, too large); `field` names the offending input so the API can answer 400. */
export class MoneyInputError extends RangeError {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = "MoneyInputError";
    this.field = field;
  }
}
