import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { server } from '@client/testing/test-server';
import { staffLoggedIn, staffLoggedOut } from '../staff-session';
import { ContentForm } from './content-form';

// jsdom's Blob has no arrayBuffer(); browsers' has. Read it the old way for the test.
if (!File.prototype.arrayBuffer)
  File.prototype.arrayBuffer = function arrayBuffer(this: File) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };

beforeEach(() => staffLoggedIn({ token: 'staff-token', role: 'admin', email: 'bolt@motopont.hu' }));
afterEach(() => staffLoggedOut());

const BROKEN =
  'A feltöltött fájl nem kép, vagy sérült. JPEG, PNG, WebP, AVIF vagy GIF képet töltsön fel.';

describe("a slide's picture field", () => {
  it('uploads a picture and fills in its address; a broken file is refused in Hungarian', async () => {
    const sent: { auth: string | null; size: number }[] = [];
    let answer: 'ok' | 'broken' = 'broken';
    server.use(
      http.post('/api/admin/content/images', async ({ request }) => {
        sent.push({
          auth: request.headers.get('authorization'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return answer === 'ok'
          ? HttpResponse.json({ url: '/media/uploads/0123456789abcdef0123456789abcdef.png' })
          : HttpResponse.json({ message: BROKEN }, { status: 422 });
      }),
    );
    const { user } = renderAdmin(
      <ContentForm
        fields={[{ name: 'src', label: 'Kép címe', kind: 'image', required: true }]}
        initial={{ src: '' }}
        submitLabel="Mentés"
        onSubmit={async (values) => values}
      />,
    );
    const file = screen.getByLabelText(
      'Kép címe: feltöltés (JPEG, PNG, WebP, AVIF, GIF; legfeljebb 10 MB)',
    );
    await user.upload(file, new File(['nem kép'], 'hibas.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BROKEN);
    expect(screen.getByLabelText('Kép címe')).toHaveValue('');

    answer = 'ok';
    await user.upload(file, new File([new Uint8Array(64)], 'jo.png', { type: 'image/png' }));
    await screen.findByDisplayValue('/media/uploads/0123456789abcdef0123456789abcdef.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { auth: 'Bearer staff-token', size: Buffer.byteLength('nem kép') },
      { auth: 'Bearer staff-token', size: 64 },
    ]);
  });
});
