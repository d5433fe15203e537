/**
 * A minimal protocol-buffers writer: varints, zigzag, doubles, strings and length-delimited
 * messages, enough to write Esri's FeatureCollectionPBuffer straight from columns of numbers
 * (`pointAnswer.ts`) without building a message object per feature first.
 */
export class PbfWriter {
  private buffer = Buffer.allocUnsafe(1 << 16);
  private length = 0;
  /** Where each open message's length goes, and where its bytes start. */
  private readonly open: number[] = [];

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + bytes) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** A non-negative whole number up to 2⁵³ as a varint. */
  varint(value: number): this {
    this.reserve(10);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[this.length++] = rest;
    return this;
  }

  /** A signed whole number as a zigzag varint (`sint32`, `sint64`). */
  zigzag(value: number): this {
    return this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  tag(field: number, wireType: 0 | 1 | 2 | 5): this {
    return this.varint(field * 8 + wireType);
  }

  double(field: number, value: number): this {
    this.tag(field, 1).reserve(8);
    this.buffer.writeDoubleLE(value, this.length);
    this.length += 8;
    return this;
  }

  string(field: number, value: string): this {
    const bytes = Buffer.byteLength(value);
    this.tag(field, 2).varint(bytes).reserve(bytes);
    this.buffer.write(value, this.length, bytes, 'utf8');
    this.length += bytes;
    return this;
  }

  uint(field: number, value: number): this {
    return this.tag(field, 0).varint(value);
  }

  sint(field: number, value: number): this {
    return this.tag(field, 0).zigzag(value);
  }

  bool(field: number, value: boolean): this {
    return this.tag(field, 0).varint(value ? 1 : 0);
  }

  /**
   * Opens a length-delimited field (a message or packed numbers); `end` closes it. One byte is
   * kept for its length: a feature's message is shorter than 128 bytes, so only the few longer
   * ones (the collection itself) move when their length is written.
   */
  begin(field: number): this {
    this.tag(field, 2).reserve(1);
    this.open.push(this.length);
    this.length += 1;
    return this;
  }

  end(): this {
    const at = this.open.pop()!;
    const start = at + 1;
    const size = this.length - start;
    let bytes = 1;
    while (size >= 0x80 ** bytes) bytes++;
    if (bytes > 1) {
      this.reserve(bytes - 1);
      this.buffer.copyWithin(at + bytes, start, this.length);
      this.length += bytes - 1;
    }
    let rest = size;
    for (let i = 0; i < bytes - 1; i++) {
      this.buffer[at + i] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[at + bytes - 1] = rest;
    return this;
  }

  finish(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length));
  }
}
