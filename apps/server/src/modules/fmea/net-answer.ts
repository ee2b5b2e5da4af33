import { EMPTY_FMEA_NET, type EndpointDefinition, envelope, type FmeaNet, type FmeaNetDto } from '@qis/shared';
import type { z } from 'zod';
import { PreparedAnswer } from '../../platform/http/prepared-answer';

export type NetPartKey = keyof FmeaNet;

/** The whole-net answer in pieces: the JSON of each part of the net, and the answer they make with the header. */
export interface NetAnswerSerializer {
  /** The JSON of one part's rows, checked against and encoded by the part's schema in the endpoint's answer. */
  part(key: NetPartKey, rows: unknown[]): Buffer;
  /**
   * The endpoint's answer (envelope, header, and the net made of the parts' JSON), byte for byte what prepareAnswer
   * makes of the whole net, and each part's JSON as a view into it (so that a kept part costs no second copy).
   */
  assemble(
    header: { projectId: string; kind: number; projectVersion: number },
    parts: ReadonlyMap<NetPartKey, Buffer>,
  ): { answer: PreparedAnswer; parts: Map<NetPartKey, Buffer> };
}

/** Stands for the net in the encoded envelope; replaced by the parts' JSON. */
const NET_SLOT = '\u0000net\u0000';

const serializers = new WeakMap<EndpointDefinition, NetAnswerSerializer>();

/**
 * The serializer of a whole-net endpoint's answer (ProjectAppServicecs/dFMEANet and its PFMEA and MSR kin): each part
 * of the net serialized on its own, so that after a change only the changed parts are encoded again and the answer
 * is put together from the JSON kept of the others. Keys come in the order of the response schema, as the schema's
 * encoding gives them (net-answer.test.ts compares the bytes with prepareAnswer's).
 */
export function netAnswerSerializer(endpoint: EndpointDefinition & { data: typeof FmeaNetDto }): NetAnswerSerializer {
  const known = serializers.get(endpoint);
  if (known) return known;
  const netSchema = endpoint.data.shape.net;
  const order = Object.keys(netSchema.shape) as NetPartKey[];
  const head = envelope(endpoint.data);
  const serializer: NetAnswerSerializer = {
    part(key, rows) {
      const schema = netSchema.shape[key] as z.ZodType;
      return Buffer.from(JSON.stringify(schema.encode(rows)));
    },
    assemble(header, parts) {
      const encoded = head.encode({ code: 0, message: '', data: { ...header, net: EMPTY_FMEA_NET } }) as {
        data: { net: unknown };
      };
      encoded.data.net = NET_SLOT;
      const text = JSON.stringify(encoded);
      const slot = JSON.stringify(NET_SLOT);
      const at = text.indexOf(slot);
      const pieces: Buffer[] = [Buffer.from(text.slice(0, at))];
      const offsets = new Map<NetPartKey, [number, number]>();
      let length = (pieces[0] as Buffer).length;
      order.forEach((key, index) => {
        const label = Buffer.from(`${index === 0 ? '{' : ','}${JSON.stringify(key)}:`);
        const json = parts.get(key);
        if (!json) throw new Error(`net part ${key} missing`);
        pieces.push(label, json);
        offsets.set(key, [length + label.length, length + label.length + json.length]);
        length += label.length + json.length;
      });
      pieces.push(Buffer.from(`}${text.slice(at + slot.length)}`));
      const json = Buffer.concat(pieces);
      const views = new Map<NetPartKey, Buffer>();
      for (const [key, [start, end]] of offsets) views.set(key, json.subarray(start, end));
      return { answer: new PreparedAnswer(json), parts: views };
    },
  };
  serializers.set(endpoint, serializer);
  return serializer;
}
