import { describe, expect, it } from 'vitest';
import { estimatedWidth, labelLines, labelPlacement } from './wheel-labels.ts';

const BAND = { from: 26, to: 144 };
const ROOM = BAND.to - BAND.from;

describe("a prize's name on the wheel", () => {
  it('reads the right way up on every slice, however many there are', () => {
    for (let count = 1; count <= 12; count++) {
      for (let i = 0; i < count; i++) {
        const { rotate } = labelPlacement('Сарнайн баглаа', i, count, 160, BAND);
        expect(rotate, `slice ${i} of ${count}`).toBeGreaterThanOrEqual(-90);
        expect(rotate, `slice ${i} of ${count}`).toBeLessThanOrEqual(90);
      }
    }
  });

  it('sits on its slice, halfway between the hub and the rim', () => {
    // Three slices: the first's middle is 60° clockwise from the top, up and to the right.
    const first = labelPlacement('Купон', 0, 3, 160, BAND);
    const radius = (BAND.from + BAND.to) / 2;
    expect(first.x).toBeCloseTo(160 + radius * Math.cos((-30 * Math.PI) / 180));
    expect(first.y).toBeCloseTo(160 + radius * Math.sin((-30 * Math.PI) / 180));
    expect(first.rotate).toBeCloseTo(-30);
    // The third's middle is at 300°, up and to the left: turned to read inwards.
    const third = labelPlacement('Букет', 2, 3, 160, BAND);
    expect(third.x).toBeLessThan(160);
    expect(third.rotate).toBeCloseTo(30);
  });

  it('stays on one line when it fits, and breaks a long one where its lines are most even', () => {
    expect(labelLines('Сарнайн баглаа', ROOM)).toEqual([{ text: 'Сарнайн баглаа' }]);
    const lines = labelLines('Сарнайн баглаа гэртээ хүргэнэ', ROOM);
    expect(lines.map((l) => l.text)).toEqual(['Сарнайн баглаа', 'гэртээ хүргэнэ']);
    for (const line of lines) expect(estimatedWidth(line.text)).toBeLessThanOrEqual(ROOM);
    expect(lines.every((line) => line.pressedTo === undefined)).toBe(true);
  });

  it('breaks Chinese, which has no spaces, between its characters', () => {
    const lines = labelLines('十二朵红玫瑰花束与巧克力礼盒套装', ROOM);
    expect(lines.map((l) => l.text)).toEqual(['十二朵红玫瑰花束', '与巧克力礼盒套装']);
    expect(estimatedWidth('九折优惠券')).toBe(5 * 11);
  });

  it('never runs over the rim: a line too wide for the slice is pressed to fit it', () => {
    const [word] = labelLines('Хөнгөлөлтийнкупонзахиалгад', ROOM);
    expect(word).toEqual({ text: 'Хөнгөлөлтийнкупонзахиалгад', pressedTo: ROOM });
    const placed = labelPlacement(
      'Купон на скидку 10% на следующий заказ в магазине',
      0,
      3,
      160,
      BAND,
    );
    for (const line of placed.lines) {
      expect(line.pressedTo ?? estimatedWidth(line.text)).toBeLessThanOrEqual(ROOM);
    }
  });

  it('centres its lines on the slice', () => {
    expect(labelPlacement('Букет', 0, 4, 160, BAND).firstLineDy).toBeCloseTo(0);
    const two = labelPlacement('Ваучер на 5 000 ₮ в магазине цветов', 0, 4, 160, BAND);
    expect(two.lines).toHaveLength(2);
    expect(two.firstLineDy).toBeCloseTo(-two.lineDy / 2);
  });
});
