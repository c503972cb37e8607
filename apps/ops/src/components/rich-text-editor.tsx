"use client";

import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Youtube from "@tiptap/extension-youtube";
import { useState } from "react";
import { cx } from "@freight/ui/class-names";

const toolButton =
  "rounded border border-line px-2 py-1 text-sm font-medium hover:bg-brand-50 aria-pressed:bg-brand-100";

function Toolbar({ editor }: { editor: Editor }) {
  const tools: { label: string; isActive: boolean; run: () => void }[] = [
    {
      label: "Heading",
      isActive: editor.isActive("heading", { level: 2 }),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Subheading",
      isActive: editor.isActive("heading", { level: 3 }),
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: "Bold",
      isActive: editor.isActive("bold"),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: "Italic",
      isActive: editor.isActive("italic"),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: "Bulleted list",
      isActive: editor.isActive("bulletList"),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: "Numbered list",
      isActive: editor.isActive("orderedList"),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: "Link",
      isActive: editor.isActive("link"),
      run: () => {
        const href = window.prompt(
          "Link address (https://…)",
          editor.getAttributes("link").href as string | undefined,
        );
        if (href === null) return;
        if (href === "") editor.chain().focus().unsetLink().run();
        else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
      },
    },
    {
      label: "YouTube video",
      isActive: false,
      run: () => {
        const src = window.prompt("YouTube address");
        if (src) editor.chain().focus().setYoutubeVideo({ src }).run();
      },
    },
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-2">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          className={toolButton}
          aria-pressed={tool.isActive}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Rich text (a post's body, a product's description): a TipTap editor or, for pasting markup, its HTML source.
 * Either way the HTML goes to `onChange`; the API stores it only as the sanitizer policy leaves it.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
}: {
  /** The editor's accessible name ("Post body"); its HTML source view is "<label> HTML". */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [isSource, setIsSource] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }),
      Youtube.configure({ nocookie: false }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class:
          "rich-text min-h-64 rounded-lg border border-line bg-surface p-3 focus:outline-2 focus:outline-brand-500",
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.getHTML();
      setHtml(next);
      onChange(next);
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {editor && !isSource ? <Toolbar editor={editor} /> : <span />}
        <button
          type="button"
          className={cx(toolButton, "ml-auto")}
          aria-pressed={isSource}
          onClick={() => {
            if (isSource && editor) editor.commands.setContent(html);
            setIsSource(!isSource);
          }}
        >
          HTML source
        </button>
      </div>
      {isSource ? (
        <textarea
          aria-label={`${label} HTML`}
          className="min-h-64 rounded-lg border border-line bg-surface p-3 font-mono text-sm"
          value={html}
          onChange={(event) => {
            setHtml(event.target.value);
            onChange(event.target.value);
          }}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
