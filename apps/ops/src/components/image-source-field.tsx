"use client";

import { useState } from "react";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";

/**
 * An image source typed (an uploaded image's path, a /media/ path or an https address) or uploaded: the form sends
 * the path as `name`; an uploaded image shows a preview.
 */
export function ImageSourceField({
  label,
  name,
  uploadLabel,
  previewAlt,
  initial = { path: "", url: "" },
  required = false,
}: {
  label: string;
  name: string;
  uploadLabel: string;
  previewAlt: string;
  initial?: { path: string; url: string };
  required?: boolean;
}) {
  const [image, setImage] = useState(initial);
  return (
    <>
      <LabeledField label={label}>
        <input
          name={name}
          required={required}
          maxLength={500}
          value={image.path}
          onChange={(event) => setImage({ path: event.target.value, url: "" })}
          className={fieldClassName}
        />
      </LabeledField>
      <div className="flex flex-wrap items-end gap-3">
        {image.url ? <img src={image.url} alt={previewAlt} className="h-20 w-32 rounded object-cover" /> : null}
        <ImageUploadButton label={uploadLabel} onUploaded={(uploaded) => setImage(uploaded)} />
      </div>
    </>
  );
}
