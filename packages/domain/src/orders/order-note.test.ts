import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fileUrlFromSrc,
  imageLoadingErrorMessage,
  imageProxySrc,
  mapOrderNote,
  mapOrderNoteFile,
  type ServerOrderNote,
  toOrderNoteFilePayload,
  toOrderNotePayload,
} from "./order-note";

const BASE = "https://api.example.com";
const FILE_URL = "https://files.example.com/orders/42/bol scan.png?v=2&x=1";

describe("imageProxySrc", () => {
  it("builds base/image-proxy?url= with the file URL encoded", () => {
    expect(imageProxySrc(BASE, FILE_URL)).toBe(
      "https://api.example.com/image-proxy?url=https%3A%2F%2Ffiles.example.com%2Forders%2F42%2Fbol%20scan.png%3Fv%3D2%26x%3D1",
    );
  });
});

describe("fileUrlFromSrc", () => {
  it("reads the file URL back out of an image-proxy URL", () => {
    expect(fileUrlFromSrc(imageProxySrc(BASE, FILE_URL))).toBe(FILE_URL);
  });

  it("keeps a data URL of a new upload as it is", () => {
    expect(fileUrlFromSrc("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("keeps a malformed proxy URL as it is instead of throwing", () => {
    expect(fileUrlFromSrc(`${BASE}/image-proxy?url=%E0%A4%A`)).toBe(`${BASE}/image-proxy?url=%E0%A4%A`);
  });

  it("round-trips any file URL through the proxy source, for any base", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(BASE), fc.string()), fc.string(), (base, fileUrl) => {
        expect(fileUrlFromSrc(imageProxySrc(base, fileUrl))).toBe(fileUrl);
      }),
    );
  });
});

describe("mapOrderNoteFile", () => {
  it("builds the image-proxy src from fileUrl", () => {
    expect(mapOrderNoteFile({ id: 9, fileName: "bol.png", fileUrl: FILE_URL }, BASE)).toEqual({
      id: 9,
      src: imageProxySrc(BASE, FILE_URL),
      fileName: "bol.png",
    });
  });
});

describe("mapOrderNote", () => {
  it("takes the timestamp from createdAtLocal and maps every file", () => {
    const note = mapOrderNote(
      {
        id: 3,
        note: "Dock 4, ask for Sam",
        byStaff: true,
        createdAtLocal: "2024-05-15T09:30:00",
        files: [{ id: 1, fileName: "a.png", fileUrl: "https://files.example.com/a.png" }],
      },
      BASE,
    );
    expect(note).toEqual({
      id: 3,
      note: "Dock 4, ask for Sam",
      byStaff: true,
      timestamp: "2024-05-15T09:30:00",
      files: [
        { id: 1, fileName: "a.png", src: `${BASE}/image-proxy?url=https%3A%2F%2Ffiles.example.com%2Fa.png` },
      ],
    });
  });

  it("defaults missing fields to empty values, a note of unknown author to the customer's", () => {
    expect(mapOrderNote(undefined, BASE)).toEqual({
      id: 0,
      note: "",
      byStaff: false,
      timestamp: "",
      files: [],
    });
  });

  it("never throws on random server objects", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const note = mapOrderNote(value as ServerOrderNote, BASE);
        expect(Array.isArray(note.files)).toBe(true);
        expect(typeof note.timestamp).toBe("string");
      }),
    );
  });
});

describe("toOrderNoteFilePayload", () => {
  it("sends a stored file's original URL, not the proxy URL", () => {
    const file = mapOrderNoteFile({ id: 1, fileName: "bol.png", fileUrl: FILE_URL }, BASE);
    expect(toOrderNoteFilePayload(file)).toEqual({ fileName: "bol.png", fileUrl: FILE_URL });
  });

  it("sends a newly picked image's data URL as its fileUrl", () => {
    expect(toOrderNoteFilePayload({ src: "data:image/png;base64,AAAA", fileName: "new.png" })).toEqual({
      fileName: "new.png",
      fileUrl: "data:image/png;base64,AAAA",
    });
  });
});

describe("toOrderNotePayload", () => {
  it("maps back to note, createdAtLocal and the files' fileName and fileUrl", () => {
    const server = {
      id: 3,
      note: "Fragile",
      createdAtLocal: "2024-05-15T09:30:00",
      files: [{ id: 1, fileName: "a.png", fileUrl: FILE_URL }],
    };
    expect(toOrderNotePayload(mapOrderNote(server, BASE))).toEqual({
      note: "Fragile",
      createdAtLocal: "2024-05-15T09:30:00",
      files: [{ fileName: "a.png", fileUrl: FILE_URL }],
    });
  });
});

describe("imageLoadingErrorMessage", () => {
  it("names the failed status", () => {
    expect(imageLoadingErrorMessage(404)).toBe("Image loading error: 404");
  });
});
