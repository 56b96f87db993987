/** Server markup of test slides (public contract 4) whose pictures come from /test-images/. */
import { html, type TemplateResult } from 'lit';

/** What a test slide carries. */
export interface SlideSpec {
  id?: string;
  url?: string;
  type?: 'image' | 'video';
  link?: string;
  caption?: string;
  /** Original size of the picture; default 1500x1000. */
  size?: string;
  /** `data-image-focal-point` of the picture; default 0.5,0.5. */
  focalPoint?: string;
  /** The picture's file name (a unique one keeps the HTTP cache out); default from the index. */
  name?: string;
}

const NAMES = ['celadon', 'tenmoku', 'ash', 'white', 'cobalt', 'shino', 'iron', 'sage', 'shelf'];

/** `count` plain slides with ids `s0`, `s1`, … and alt texts naming them. */
export function specs(
  count: number,
  extra: (index: number) => SlideSpec = () => ({}),
): SlideSpec[] {
  return Array.from({ length: count }, (_, i) => ({ id: `s${i}`, ...extra(i) }));
}

/** Server markup of one slide (public contract 4). */
export function slide(spec: SlideSpec, index: number): TemplateResult {
  const size = spec.size ?? '1500x1000';
  const name = spec.name ?? `${NAMES[index % NAMES.length]}-${size}-${index}`;
  return html`<figure
    data-slide-id=${spec.id ?? ''}
    data-slide-url=${spec.url ?? ''}
    data-type=${spec.type ?? 'image'}
    data-click-through-url=${spec.link ?? ''}
  >
    <img
      data-src="/test-images/${name}.jpg"
      data-image-dimensions=${size}
      data-image-focal-point=${spec.focalPoint ?? '0.5,0.5'}
      alt="Picture ${index + 1}"
    />
    ${spec.caption ? html`<figcaption>${spec.caption}</figcaption>` : ''}
  </figure>`;
}
