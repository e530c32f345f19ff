/// The site `guidegen init` writes: small, bilingual, and real guidance, so that a newcomer sees
/// every feature (topic links, translations, a glossary, copy examples, notes) working at once.
enum StarterSite {
    /// Path relative to the site's folder → text.
    static let files: [(String, String)] = [
        ("guidegen.yml", """
            # guidegen's settings; every key is optional. See `guidegen build --help`.
            title:
              en: Example Design Guidelines
              zh-Hans: 示例设计指南
            languages: [en, zh-Hans]
            default_language: en
            glossary: glossary.yml

            """),
        ("glossary.yml", """
            # Terms in both languages; `guidegen lint` suggests the preferred one for the words to avoid.
            terms:
              - { en: button, zh-Hans: 按钮 }
              - { en: tap, zh-Hans: 轻点, avoid: { zh-Hans: [点按] } }
              - { en: alert, zh-Hans: 警告框, avoid: { zh-Hans: [弹窗, 提示框] } }

            """),
        ("Content/_index.en.md", """
            ---
            title: Example Design Guidelines
            summary: How the interface of this app looks, reads and behaves.
            ---

            These guidelines describe the parts of the interface people use most. Start with
            <doc:buttons>, then add a topic of your own with `guidegen new components/menus`.

            """),
        ("Content/_index.zh-Hans.md", """
            ---
            title: 示例设计指南
            summary: 这款 App 的界面怎样呈现、怎样措辞、怎样响应操作。
            ---

            这份指南介绍人们最常接触的界面元素。先从<doc:buttons>读起，再用 `guidegen new components/menus` 添加你自己的主题。

            """),
        ("Content/components/_index.en.md", """
            ---
            title: Components
            summary: The controls and views an app is built from.
            order: 1
            ---

            Each topic in this section covers one component: when to use it, how to label it, and
            what to avoid.

            """),
        ("Content/components/_index.zh-Hans.md", """
            ---
            title: 组件
            summary: 构成 App 的控件与视图。
            order: 1
            ---

            本部分的每个主题介绍一个组件：何时使用、如何命名，以及需要避免的做法。

            """),
        ("Content/components/buttons.en.md", """
            ---
            title: Buttons
            summary: A button starts an action the moment people tap it.
            order: 1
            ---

            A button's label tells people what happens when they tap it. Keep the label short,
            start it with a verb, and make the button large enough to hit with a thumb.

            ## Best practices {#best-practices}

            - **Name the result.** “Save Draft” says what will happen; “OK” only agrees.
            - **Make one action the obvious one.** Give the action people take most often the
              prominent style, and keep destructive actions out of its place.
            - **Keep targets large.** Make every button at least 44 by 44 points, even when its
              label is a single symbol.

            ```copy
            button: Save Draft
            button: Delete Photo
            ```

            ```copy dont
            button: Yes
            ```

            > Tip: Read the labels of a screen aloud in order. If a label needs the words around it
            > to make sense, rewrite it.

            ## In other languages {#other-languages}

            Labels grow in translation, so leave room around them. The same guidance is on the
            [Chinese page](buttons.zh-Hans.md), and the [glossary](/en/glossary/) lists the
            agreed terms in both languages.

            """),
        ("Content/components/buttons.zh-Hans.md", """
            ---
            title: 按钮
            summary: 人们一轻点按钮，相应的操作就会开始。
            order: 1
            ---

            按钮的标签告诉人们轻点之后会发生什么。标签要简短，以动词开头，按钮也要大到用拇指就能轻松按到。

            ## 最佳实践 {#best-practices}

            - **说明结果**：“存储草稿”讲清了会发生什么，“好”只是表示同意。
            - **突出最常用的操作**：为人们最常执行的操作使用醒目的样式，不要把删除之类的破坏性操作放在那个位置。
            - **触控区域要够大**：每个按钮至少 44×44 点，即使标签只是一个符号也一样。

            ```copy
            button: 存储草稿
            button: 删除照片
            ```

            ```copy dont
            button: 是
            ```

            > 提示：按顺序把一个屏幕上的标签读出来。如果某个标签离开上下文就说不清楚，那就重写它。

            ## 其他语言 {#other-languages}

            标签翻译后往往会变长，所以要在周围留出空间。同样的内容也有[英文版](buttons.en.md)，[术语表](/zh-Hans/glossary/)列出了两种语言中约定使用的术语。

            """),
    ]
}
